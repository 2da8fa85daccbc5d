/**
 * /invite-friends — InviteFriend 'Undang Teman' (portal §2 "Account area" and route table: login required, guarded
 * by `_member`), the third tab of the 'My Profile' shell.
 */
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { inviteRegisterUrl } from '../config/links';
import { InvitePage } from '../features/invite/invite-page';
import { ProfileShell } from '../ui/profile-shell';

export const Route = createFileRoute('/_member/invite-friends')({
  // Rendered in the browser under the server's layout (decisions 081, 099).
  ssr: 'data-only',
  component: InviteFriendsRoute,
});

function InviteFriendsRoute() {
  const [link] = useState(inviteRegisterUrl);
  return (
    <ProfileShell tab="invite">
      <InvitePage link={link} />
    </ProfileShell>
  );
}
