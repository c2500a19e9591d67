import { existsSync } from 'node:fs';

/**
 * Debian's browsers, never one downloaded by the test tool. The journeys run in Chromium's headless shell
 * (package chromium-headless-shell), which Playwright itself uses for headless runs: the same engine without
 * the browser around it, at about half the CPU per page load (docs/decisions.md). Where it is not installed,
 * the whole browser stands in.
 */
export const wholeChromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const headlessShellPath = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';
export const journeyChromiumPath = existsSync(headlessShellPath) ? headlessShellPath : wholeChromiumPath;

export const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'];

/** A fake camera and microphone, allowed without a prompt: they stream Chromium's test pattern. */
export const fakeMediaArgs = ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'];

/** The journeys' browser with the fake camera and microphone. */
export const fakeMediaLaunchOptions = { executablePath: journeyChromiumPath, args: [...chromiumArgs, ...fakeMediaArgs] };
