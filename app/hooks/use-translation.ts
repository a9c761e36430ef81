import {useContext} from 'react';
import {TranslatorContext, type NamespaceTranslation} from '~/lib/i18n';

/** `t` for a namespace of the page's language (default `common`); keys may name another as `ns:key`. */
export function useTranslation(namespace = 'common'): NamespaceTranslation {
  const translator = useContext(TranslatorContext);
  if (!translator) throw new Error('useTranslation needs AppShell’s TranslatorContext');
  return translator.namespace(namespace);
}
