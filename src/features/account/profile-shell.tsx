/**
 * The 'My Profile' shell's stable import path for the account area (the component lives in src/ui/profile-shell.tsx
 * so that routes and other features may wrap themselves in it without importing this feature).
 */
export { ProfileShell, PROFILE_TABS, type ProfileShellProps, type ProfileTab } from '../../ui/profile-shell';
