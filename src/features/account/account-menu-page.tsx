/**
 * AccountMenu, /my-account (portal spec §2 "Profile view"): the user loaded from the server (use-server-user.ts);
 * general info (first name, last name, birth date 'DD MMM YYYY', gender, phone, address, province, city, district,
 * education with 'others' shown as 'Lainnya', biography), the password block only for non-social logins (masked),
 * social links (Facebook, Twitter, LinkedIn; links only for http(s) values, they are free text) and the default
 * address (always loaded with the user). Each block has an edit button.
 */
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { educationLabel } from '../../api/profile';
import type { User } from '../../api/user';
import { formatDate } from '../../lib/format';
import { Skeleton } from '../../ui/skeleton';
import { ProfileShell } from './profile-shell';
import { ACCOUNT_TEXT as T } from './texts';
import { useServerUser, type SessionRef } from './use-server-user';
import './account.css';

const dash = (text: string | null | undefined) => (text && text.trim() ? text : T.empty);

/** 'DD MMM YYYY' (date-fns `id`), '-' when none or unreadable. */
export function birthdayText(birthday: string | null): string {
  if (!birthday) return T.empty;
  try {
    return formatDate(birthday);
  } catch {
    return T.empty;
  }
}

const isWebLink = (value: string) => /^https?:\/\/\S+$/i.test(value.trim());

function Block({ title, editTo, editLabel, children }: { title: string; editTo?: string; editLabel?: string; children: ReactNode }) {
  const id = `account-block-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <section className="account-block" aria-labelledby={id}>
      <header className="account-block__head">
        <h2 id={id}>{title}</h2>
        {editTo ? (
          <Link to={editTo as '/'} className="btn btn--outline btn--sm" aria-label={editLabel ?? T.edit(title)}>
            {T.editShort}
          </Link>
        ) : null}
      </header>
      {children}
    </section>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="account-row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

export function ProfileView({ user }: { user: User }) {
  const area = user.profile_address?.area;
  const links = user.social_links;
  const address = user.address;
  return (
    <>
      <div className="account-identity">
        {user.image ? (
          <img src={user.image} alt={T.photo} className="account-photo" width={80} height={80} />
        ) : (
          <span className="account-photo account-photo--empty" role="img" aria-label={T.noPhoto}>
            {`${user.firstname[0] ?? '?'}`.toUpperCase()}
          </span>
        )}
        <div>
          <p className="account-identity__name">{`${user.firstname} ${user.lastname}`.trim()}</p>
          <p className="muted">{user.email}</p>
        </div>
      </div>
      <Block title={T.generalInfo} editTo="/general-information">
        <dl className="account-rows">
          <Row label={T.firstname}>{dash(user.firstname)}</Row>
          <Row label={T.lastname}>{dash(user.lastname)}</Row>
          <Row label={T.birthday}>{birthdayText(user.birthday)}</Row>
          <Row label={T.gender}>{user.gender ? (T.genderLabel[user.gender] ?? user.gender) : T.empty}</Row>
          <Row label={T.phone}>{dash(user.no_telp)}</Row>
          <Row label={T.address}>{dash(user.profile_address?.address)}</Row>
          <Row label={T.province}>{dash(area?.province_name)}</Row>
          <Row label={T.city}>{dash(area?.city_name)}</Row>
          <Row label={T.district}>{dash(area?.district_name)}</Row>
          <Row label={T.education}>{educationLabel(user.education)}</Row>
          <Row label={T.biography}>{dash(user.biography)}</Row>
        </dl>
      </Block>
      {!user.social_login ? (
        <Block title={T.passwordTitle} editTo="/change-password">
          <dl className="account-rows">
            <Row label={T.email}>{user.email}</Row>
            <Row label={T.passwordTitle}>
              <span aria-label="Password tersembunyi">{T.passwordMasked}</span>
            </Row>
          </dl>
        </Block>
      ) : null}
      <Block title={T.socialTitle} editTo="/social-media">
        <dl className="account-rows">
          {(['facebook', 'twitter', 'linkedin'] as const).map((key) => (
            <Row key={key} label={T[key]}>
              {links[key] && isWebLink(links[key]) ? (
                <a href={links[key]} target="_blank" rel="noopener noreferrer nofollow">
                  {links[key]}
                </a>
              ) : (
                dash(links[key])
              )}
            </Row>
          ))}
        </dl>
      </Block>
      <section className="account-block" aria-labelledby="account-block-b2b">
        <header className="account-block__head">
          <h2 id="account-block-b2b">{T.b2bTitle}</h2>
          <Link to="/b2b-register" className="btn btn--outline btn--sm">
            {T.b2bRegister}
          </Link>
        </header>
        <p className="muted">{user.type === 'b2b' ? T.b2bMember : T.b2bIntro}</p>
      </section>
      <Block title={T.defaultAddressTitle} editTo="/address" editLabel={T.manageAddresses}>
        {address ? (
          <div className="account-address">
            <p>
              <strong>{address.label}</strong> · {address.recipient} · {address.phone}
            </p>
            <p>{address.address}</p>
            <p className="muted">
              {[address.village, address.area.district_name, address.area.city_name, address.area.province_name, address.postal_code].filter(Boolean).join(', ')}
            </p>
          </div>
        ) : (
          <p className="muted">{T.noDefaultAddress}</p>
        )}
      </Block>
    </>
  );
}

export function ProfileSkeleton() {
  return (
    <div className="account-block" aria-busy="true" aria-label={T.loadingProfile}>
      <Skeleton width="40%" height="1.25rem" />
      <Skeleton width="70%" />
      <Skeleton width="60%" />
      <Skeleton width="50%" />
    </div>
  );
}

export function AccountMenuPage({ session }: { session: SessionRef }) {
  const { user, loading } = useServerUser(session);
  return (
    <ProfileShell tab="profile">
      <h2 className="sr-only">{T.profileTitle}</h2>
      {loading || !user ? <ProfileSkeleton /> : <ProfileView user={user} />}
    </ProfileShell>
  );
}
