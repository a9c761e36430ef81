import {useEffect, useId, useState} from 'react';
import {useTranslation} from '~/hooks/use-translation';
import type {CartPayload} from '~/lib/cart/payload';
import {formatRupees} from '~/lib/cart/format';
import {isAllowedImageUrl} from '~/lib/security/image-hosts';
import type {OfferResult} from '~/lib/cart/offers-engine';
import {useLocalePath} from '~/hooks/use-locale-path';
import {useRootData} from '~/hooks/use-root-data';
import {PanelHeader} from './PanelHeader';

type Offers = {discounts: OfferResult[]; unavailableDiscounts: OfferResult[]};
type Tab = 'store_offer' | 'payment_offer';

/**
 * "Offers & Benefits": the brand and payment offers the offers engine (`POST /api/cart`)
 * finds for this cart, available first. Loaded on demand (default export for React.lazy).
 */
export default function OffersPanel({
  cart,
  appliedCodes,
  busy,
  onApply,
  onClose,
}: {
  /** as the shopper sees it: quantities not yet sent included */
  cart: CartPayload;
  appliedCodes: string[];
  busy: boolean;
  onApply: (code: string) => void;
  onClose: () => void;
}) {
  const {t} = useTranslation();
  const path = useLocalePath()('/api/cart');
  const titleId = useId();
  const [tab, setTab] = useState<Tab>('store_offer');
  const [offers, setOffers] = useState<Offers | null>(null);
  const [failed, setFailed] = useState(false);

  // The engine prices the cart the shopper sees, including quantity changes not yet sent.
  const body = JSON.stringify(cart);
  const hasLines = cart.lines.length > 0;

  useEffect(() => {
    // Nothing in the cart, nothing to ask (spec section 8).
    if (!hasLines) return;
    const abort = new AbortController();
    setFailed(false);
    fetch(path, {method: 'POST', headers: {'Content-Type': 'application/json'}, body, signal: abort.signal})
      .then(async (response) => {
        if (!response.ok) throw new Error(`POST ${path} answered ${response.status}`);
        setOffers(((await response.json()) as {data: Offers}).data);
      })
      .catch((error: unknown) => {
        if (abort.signal.aborted) return;
        console.error(error);
        setFailed(true);
      });
    return () => abort.abort();
  }, [path, body, hasLines]);

  const ofTab = (list: OfferResult[] | undefined) => (list ?? []).filter((offer) => offer.offerType === tab);
  const tabs: Array<{id: Tab; label: string}> = [
    {id: 'store_offer', label: t('offers.brandTab')},
    {id: 'payment_offer', label: t('offers.paymentTab')},
  ];

  return (
    <section aria-labelledby={titleId} className="absolute inset-0 z-10 flex flex-col bg-background">
      <PanelHeader titleId={titleId} title={t('offers.title')} closeLabel={t('offers.close')} onClose={onClose} />
      {/* The tabs take focus; the list only hears their arrow keys (the WAI-ARIA tabs pattern). */}
      {/* eslint-disable-next-line jsx-a11y/interactive-supports-focus */}
      <div
        role="tablist"
        aria-label={t('offers.title')}
        className="flex border-b border-foreground/10"
        onKeyDown={(event) => {
          // Arrow keys move between the tabs (the tab order holds only the selected one).
          if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
          event.preventDefault();
          const next = tabs[(tabs.findIndex((entry) => entry.id === tab) + 1) % tabs.length].id;
          setTab(next);
          document.getElementById(`${titleId}-${next}`)?.focus();
        }}
      >
        {tabs.map((entry) => (
          <button
            key={entry.id}
            type="button"
            role="tab"
            id={`${titleId}-${entry.id}`}
            aria-selected={tab === entry.id}
            aria-controls={`${titleId}-panel`}
            tabIndex={tab === entry.id ? 0 : -1}
            onClick={() => setTab(entry.id)}
            className={`flex-1 px-4 py-3 text-sm font-semibold ${tab === entry.id ? 'border-b-2 border-foreground' : 'text-muted'}`}
          >
            {entry.label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${titleId}-panel`}
        aria-labelledby={`${titleId}-${tab}`}
        className="flex-1 space-y-6 overflow-y-auto px-5 py-4"
      >
        {!hasLines ? (
          <p>{t('offers.none')}</p>
        ) : failed ? (
          <p role="alert" className="text-red-700">
            {t('offers.failed')}
          </p>
        ) : !offers ? (
          <p role="status">{t('offers.loading')}</p>
        ) : (
          <>
            <OfferList
              title={t('offers.available')}
              offers={ofTab(offers.discounts)}
              available
              appliedCodes={appliedCodes}
              busy={busy}
              onApply={onApply}
            />
            <OfferList
              title={t('offers.unavailable')}
              offers={ofTab(offers.unavailableDiscounts)}
              available={false}
              appliedCodes={appliedCodes}
              busy={busy}
              onApply={onApply}
            />
          </>
        )}
      </div>
    </section>
  );
}

function OfferList({
  title,
  offers,
  available,
  appliedCodes,
  busy,
  onApply,
}: {
  title: string;
  offers: OfferResult[];
  available: boolean;
  appliedCodes: string[];
  busy: boolean;
  onApply: (code: string) => void;
}) {
  const {t} = useTranslation();
  const storeOrigin = useRootData()?.storeOrigin;
  const rupees = (amount: number) => formatRupees(amount);
  const headingId = useId();

  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="font-bold">
        {title}
      </h3>
      {offers.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{t('offers.none')}</p>
      ) : (
        <ul className="mt-3 space-y-3">
          {offers.map((offer) => {
            const code = offer.discountCode.trim().toUpperCase();
            const applied = appliedCodes.some((appliedCode) => appliedCode.toUpperCase() === code);
            return (
              <li
                key={offer.offerId}
                className={`rounded-md border border-foreground/15 p-3 text-sm ${available ? '' : 'opacity-80'}`}
              >
                <div className="flex items-start gap-3">
                  {offer.logoUrl && isAllowedImageUrl(offer.logoUrl, storeOrigin) && (
                    <img src={offer.logoUrl} alt="" width={32} height={32} className="h-8 w-8 object-contain" />
                  )}
                  <div className="min-w-0 flex-1">
                    <p className="font-semibold">{offer.paymentOfferTitle ?? offer.title}</p>
                    {offer.paymentOfferTitle && <p>{offer.title}</p>}
                    <p className="text-muted">{offer.discountDetail}</p>
                    <p className="mt-1 font-medium text-green-800">
                      {offer.cashbackAmount !== null
                        ? t('offers.cashback', {amount: rupees(offer.amountSaved)})
                        : t('offers.save', {amount: rupees(offer.amountSaved)})}
                    </p>
                    {!available && offer.itemCountMissing ? (
                      <p className="mt-1">{t('offers.itemsMissing', {count: offer.itemCountMissing})}</p>
                    ) : null}
                    {!available && offer.amountMissing ? (
                      <p className="mt-1">{t('offers.amountMissing', {amount: rupees(offer.amountMissing)})}</p>
                    ) : null}
                    {offer.autoApply && <p className="mt-1 text-muted">{t('offers.autoApply')}</p>}
                  </div>
                  {code && (
                    <div className="flex flex-col items-end gap-2">
                      <span className="rounded border border-dashed border-foreground/40 px-2 py-1 font-mono text-xs">
                        {code}
                      </span>
                      {available && (
                        <button
                          type="button"
                          disabled={busy || applied}
                          onClick={() => onApply(code)}
                          aria-label={applied ? t('offers.applied') : t('offers.applyCode', {code})}
                          className="rounded-full bg-primary px-3 py-1 text-xs font-semibold text-primary-foreground disabled:opacity-50"
                        >
                          {applied ? t('offers.applied') : t('offers.apply')}
                        </button>
                      )}
                    </div>
                  )}
                </div>
                {offer.tnc.length > 0 && (
                  <details className="mt-2">
                    <summary className="cursor-pointer text-xs font-semibold">{t('offers.terms')}</summary>
                    <ul className="mt-1 list-disc space-y-1 pl-5 text-xs text-muted">
                      {offer.tnc.map((term) => (
                        <li key={term}>{term}</li>
                      ))}
                    </ul>
                  </details>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
