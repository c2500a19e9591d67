export function bundleServer(options: { packageRoot: string; entryPoints: string[]; outdir: string }): Promise<void>;
