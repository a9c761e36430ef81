import {usePageLanguage, useTranslation} from '~/hooks/use-translation';
import {useBrand} from '~/hooks/use-brand';
import {SUPPORT_HOURS, SUPPORT_REPLY_BUSINESS_HOURS} from '../constants';

/** "18:00" as "6:00": the copy says AM/PM (or सुबह/शाम) around it. */
const twelveHour = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number);
  return `${hours % 12 || 12}:${String(minutes).padStart(2, '0')}`;
};

/** Customer care on the contact page: phone, email and address from brand config, hours from the constants. */
export function ContactDetails() {
  const {t} = useTranslation('gum');
  const lang = usePageLanguage();
  const {contact} = useBrand();
  if (!contact) return null;
  return (
    <section aria-labelledby="contact-details" className="mt-8 rounded-lg bg-foreground/5 p-6">
      <h2 id="contact-details" className="text-xl font-semibold">
        {t('contact.heading')}
      </h2>
      <dl className="mt-4 grid gap-3 sm:grid-cols-[auto_1fr] sm:gap-x-6">
        <dt className="font-medium">{t('contact.phone')}</dt>
        <dd>
          <a href={`tel:${contact.phone.replace(/\s/g, '')}`} className="underline">
            {contact.phone}
          </a>
        </dd>
        <dt className="font-medium">{t('contact.email')}</dt>
        <dd>
          <a href={`mailto:${contact.email}`} className="underline">
            {contact.email}
          </a>
        </dd>
        <dt className="font-medium">{t('contact.hoursLabel')}</dt>
        <dd>
          {t('contact.hours', {opens: twelveHour(SUPPORT_HOURS.opens), closes: twelveHour(SUPPORT_HOURS.closes)})}
        </dd>
        <dt className="font-medium">{t('contact.replyLabel')}</dt>
        <dd>{t('contact.reply', {min: SUPPORT_REPLY_BUSINESS_HOURS.min, max: SUPPORT_REPLY_BUSINESS_HOURS.max})}</dd>
        <dt className="font-medium">{t('contact.marketedBy')}</dt>
        <dd>{contact.address[lang]}</dd>
      </dl>
    </section>
  );
}
