export { RequireSession } from './components/RequireSession';
export { SignInDialog } from './components/SignInDialog';
export { SignUpDrawer } from './components/SignUpDrawer';
export { useSession } from './hooks/use-session';
export { displayName } from './lib/display-name';
export { useSignOut } from './hooks/use-sign-out';
export { signUpDrawer } from './hooks/use-sign-up-drawer';
