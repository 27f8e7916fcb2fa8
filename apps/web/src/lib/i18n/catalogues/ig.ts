import type { ComponentsJSON } from '@nanostores/i18n';

/** This language's catalogues, one lazy chunk per area (fetched only by a page shown in this language). */
export const areas = import.meta.glob<ComponentsJSON>('../../../locales/ig/*.json', { import: 'default' });
