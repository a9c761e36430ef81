import {Link} from '@remix-run/react';
import {useLocalePath} from '~/hooks/use-locale-path';
import {useTranslation} from '~/hooks/use-translation';
import {COPY_VALUES} from '../constants';

/** The guide's steps and notes, in the order they are shown (keys in locales/{en,hi}/gum-product.json). */
const STEPS = ['chew', 'park', 'chewAgain', 'repeat'] as const;
const DOSAGE_NOTES = ['daily', 'taper', 'course', 'doctor', 'acidic', 'storage', 'medical', 'age'] as const;

/** Product page: the chew–pause–chew guide and the dosage notes; every figure comes from constants.ts. */
export function ProductGuide() {
  const {t} = useTranslation('gum-product');
  const localePath = useLocalePath();
  return (
    <section aria-labelledby="gum-product-guide" className="rounded-lg bg-foreground/5 p-5 text-foreground md:p-8">
      <h2 id="gum-product-guide" className="text-2xl font-bold">
        {t('heading')}
      </h2>

      <h3 className="mt-6 text-lg font-semibold">{t('guide.heading')}</h3>
      <p className="mt-2">{t('guide.intro')}</p>
      <ol className="mt-4 list-decimal space-y-2 pl-6 marker:font-bold marker:text-primary">
        {STEPS.map((step) => (
          <li key={step} className="pl-1">
            {t(`guide.steps.${step}`, COPY_VALUES)}
          </li>
        ))}
      </ol>
      <p className="mt-4 text-muted">{t('guide.fadeNote', COPY_VALUES)}</p>

      <h3 className="mt-8 text-lg font-semibold">{t('dosage.heading')}</h3>
      <ul className="mt-4 list-disc space-y-2 pl-6 marker:text-primary">
        {DOSAGE_NOTES.map((note) => (
          <li key={note} className="pl-1">
            {t(`dosage.notes.${note}`, COPY_VALUES)}
          </li>
        ))}
      </ul>
      <p className="mt-6">
        <Link to={localePath('/quit-plan')} className="font-semibold text-primary underline underline-offset-4">
          {t('planLink')}
        </Link>
      </p>
    </section>
  );
}
