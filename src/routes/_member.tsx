/**
 * The member area: a pathless layout route (TanStack Router's authenticated-routes pattern) that guards every page
 * below it once (portal §2 "Route table: login required", "Guards"; commerce §2 Cart, §6) and puts the signed-in
 * member into the route context. Pages below it (`_member.<path>.tsx`) never check the session again: they read
 * `Route.useRouteContext().member`.
 *
 * - Without token and user: Home, or the sign-in site (returning here) for a page with
 *   `staticData: { guestToSignIn: true }` (the cart).
 * - Admins (role id 1) go to the back office, except on pages with `staticData: { adminsWelcome: true }` (the cart and
 *   checkout carry no such check).
 * - Without a zone or a warehouse: /500.
 * - Server rendering: the server runs the guard and renders the layout with the member's header; every page below
 *   declares `ssr`: `true` renders there too, with the member's data read from the session cookie (decision 099),
 *   `'data-only'` in the browser (decision 081). tests/unit/member-routes-ssr.test.ts holds every page to it.
 * - Every page below it carries the floating support chat (issue 21; mounted by the root layout, __root.tsx).
 */
import { createFileRoute } from '@tanstack/react-router';
import { selectMember } from '../session/selectors';
import { requireMember } from './-guards';

export const Route = createFileRoute('/_member')({
  // The server runs the guard (a guest gets the HTTP redirect) and renders the layout. Each page below says where
  // it renders (decision 099): `ssr: 'data-only'` (the page spinner; the browser renders the page and reads the
  // member's data, decision 081: a server-rendered skeleton sized only at hydration shifted the layout, CLS
  // 0.28–0.50), or `ssr: true` with the member's data read by the server ('Kursus Saya', 'History Pembelian').
  ssr: true,
  beforeLoad: async ({ context, location, matches }) => {
    const s = await requireMember(context, location, {
      signIn: matches.some((m) => m.staticData?.guestToSignIn),
      adminRedirect: !matches.some((m) => m.staticData?.adminsWelcome),
    });
    return { member: selectMember(s)! };
  },
});
