/**
 * The package offer shared by 'Berlangganan' (/subscription-menu) and the public page (/subscription): the package
 * cards (Lite Pass, Starter Pass, Growth Pass), or the member's active package with its validity in WIB; the
 * confirmation modal with package info and terms whose checkbox enables 'Checkout' (commerce §4, §5); the payment
 * dialog with 'Tutup' that an outside click cannot close (§8). A thin view of subscription-purchase.machine.ts.
 */
import { useNow, systemClock } from '../../flows/clock/use-now';
import { formatDate } from '../../lib/format';
import { useId } from 'react';
import { getPackageDetail, packagePayPrice, packagePeriod, type PackageDetail, type SubscriptionPackage } from '../../api/subscription';
import { useRemote } from '../../flows/remote/use-remote';
import { formatDateTimeWib } from '../../lib/format';
import { Dialog } from '../../ui/dialog';
import { EmptyState } from '../../ui/empty-state';
import { Money } from '../../ui/money';
import { Skeleton } from '../../ui/skeleton';
import { Spinner } from '../../ui/spinner';
import { lmsCourseUrl, lmsMyCoursesUrl } from '../../config/links';
import { T } from './texts';
import type { SubscriptionPurchaseView } from './use-subscription-purchase';

function PackageCard({ pkg, onBuy, disabled }: { pkg: SubscriptionPackage; onBuy: () => void; disabled: boolean }) {
  const id = useId();
  const price = packagePayPrice(pkg);
  return (
    <article className="sub-card" aria-labelledby={id}>
      <h3 id={id} className="sub-card__title">
        {pkg.title}
      </h3>
      <p className="sub-card__meta">
        {T.months(pkg.months)} · {T.courses(pkg.total_courses)}
      </p>
      <p className="sub-card__price">
        <Money amount={price} original={pkg.price_after_discount > 0 ? pkg.price : null} freeLabel={false} />
      </p>
      <ul className="sub-card__benefits">
        {pkg.benefits.map((b) => (
          <li key={b.id}>{b.benefit}</li>
        ))}
      </ul>
      <button type="button" className="btn btn--primary btn--block" aria-label={T.buy(pkg.title)} onClick={onBuy} disabled={disabled}>
        {T.buyLabel}
      </button>
    </article>
  );
}

/** The courses the active package opens (GET lms/subscription/package_detail/{id}). */
function PackageCourses({ packageId }: { packageId: number }) {
  const detail = useRemote<PackageDetail>(() => getPackageDetail(packageId), String(packageId));
  if (detail.status === 'loading') return <Skeleton height="16rem" radius={16} />;
  if (detail.status === 'error' || detail.data.courses.length === 0) return <EmptyState />;
  return (
    <ul className="sub-active__courses" aria-label={T.activeCourses}>
      {detail.data.courses.map((c) => (
        <li key={c.id}>
          <a href={lmsCourseUrl(c.category_slug, c.slug)}>
            <img src={c.thumbnail} alt="" loading="lazy" width={96} height={60} />
            <span>{c.title}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/** 'Masa berlaku': today to the end of the package's months (commerce §3 currentDate/endDate). */
function PeriodFacts({ months }: { months: number }) {
  const now = useNow(systemClock, 60_000);
  const { currentDate, endDate } = packagePeriod({ months }, now);
  return (
    <div>
      <dt>{T.period}</dt>
      <dd>
        <time dateTime={currentDate.toISOString()}>{formatDate(currentDate)}</time> –{' '}
        <time dateTime={endDate.toISOString()}>{formatDate(endDate)}</time>
      </dd>
    </div>
  );
}

export function SubscriptionOffer({ view, headingLevel = 2 }: { view: SubscriptionPurchaseView; headingLevel?: 2 | 3 }) {
  const H = headingLevel === 2 ? 'h2' : 'h3';
  const selected = view.selected;
  return (
    <>
      {view.loading ? (
        <div className="sub-grid" aria-busy="true">
          <Skeleton height="16rem" radius={16} />
          <Skeleton height="16rem" radius={16} />
          <Skeleton height="16rem" radius={16} />
        </div>
      ) : view.loadFailure !== null ? (
        <EmptyState message={view.loadFailure} action={{ label: T.retry, onClick: view.retry }} />
      ) : view.active ? (
        <section className="sub-active" aria-label={T.activeTitle}>
          <H>{T.activeTitle}</H>
          <p className="sub-active__title">{view.active.package_data.title}</p>
          <p>
            {T.validUntil} <strong>{formatDateTimeWib(view.active.validity)}</strong>
          </p>
          <p className="sub-active__note">{T.activeNote}</p>
          <p className="sub-confirm__label">{T.activeCourses}</p>
          <PackageCourses packageId={view.active.package_id} />
          <a className="btn btn--outline" href={lmsMyCoursesUrl('subscription')}>
            {T.openCourses}
          </a>
        </section>
      ) : view.packages.length === 0 ? (
        <EmptyState />
      ) : (
        <section aria-label={T.packagesTitle}>
          <H className="sub-section-title">{T.packagesTitle}</H>
          <div className="sub-grid">
            {view.packages.map((p) => (
              <PackageCard key={p.id} pkg={p} onBuy={() => view.buy(p.id)} disabled={view.paying} />
            ))}
          </div>
        </section>
      )}

      <Dialog
        open={selected !== null}
        title={T.confirmTitle}
        onClose={view.cancel}
        dismissible={!view.paying}
        footer={
          <>
            <button type="button" className="btn btn--outline" onClick={view.cancel} disabled={view.paying}>
              {T.cancel}
            </button>
            <button type="button" className="btn btn--primary" onClick={view.checkout} disabled={!view.canCheckout}>
              {view.paying ? <Spinner size="sm" label={T.paying} showLabel /> : T.checkout}
            </button>
          </>
        }
      >
        {selected ? (
          <div className="sub-confirm">
            <p className="sub-confirm__title">{selected.title}</p>
            <dl className="sub-confirm__facts">
              <div>
                <dt>{T.price}</dt>
                <dd>
                  <Money amount={packagePayPrice(selected)} original={selected.price_after_discount > 0 ? selected.price : null} freeLabel={false} />
                </dd>
              </div>
              <div>
                <dt>{T.duration}</dt>
                <dd>{T.months(selected.months)}</dd>
              </div>
              <PeriodFacts months={selected.months} />
            </dl>
            <p className="sub-confirm__label">{T.benefits}</p>
            <ul>
              {selected.benefits.map((b) => (
                <li key={b.id}>{b.benefit}</li>
              ))}
            </ul>
            <p className="sub-confirm__label">{T.termsTitle}</p>
            <ol className="sub-confirm__terms">
              {T.terms.map((t) => (
                <li key={t}>{t}</li>
              ))}
            </ol>
            <label className="sub-confirm__agree">
              <input type="checkbox" checked={view.agreed} disabled={view.paying} onChange={(e) => view.toggleTerms(e.target.checked)} />{' '}
              {T.agree}
            </label>
          </div>
        ) : null}
      </Dialog>

      <Dialog
        open={view.paymentFailure !== null}
        title={T.failureTitle}
        role="alertdialog"
        size="sm"
        dismissible={false}
        onClose={view.dismissFailure}
        footer={
          <button type="button" className="btn btn--primary" onClick={view.dismissFailure}>
            {T.close}
          </button>
        }
      >
        <p>{view.paymentFailure}</p>
      </Dialog>
    </>
  );
}
