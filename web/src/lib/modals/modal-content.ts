import type { ModalName } from '@storefront/shared-types';
import type { ComponentType, LazyExoticComponent } from 'react';

/** What the modal stack gives the content of an open modal (its name, the props it was opened with, close). */
export type ModalContentProps = {
  name: ModalName;
  props: Record<string, unknown>;
  close: () => void;
};

/**
 * The content of each modal that has one, by name: lazy, so each is a chunk of its own loaded when its modal first
 * opens. The app fills it (src/app/modal-registry.ts): the contents are features' components, which the modal
 * stack, shared code, may not import.
 */
export type ModalContents = Partial<Record<ModalName, LazyExoticComponent<ComponentType<ModalContentProps>>>>;
