import type { ModalName } from '@storefront/shared-types';

/** What the modal stack gives the content of an open modal (its name, the props it was opened with, close). */
export type ModalContentProps = {
  name: ModalName;
  props: Record<string, unknown>;
  close: () => void;
};
