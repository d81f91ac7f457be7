import { KEEP_CLEAR_ATTRIBUTE, type ProductDetail, type RoleTag } from '@portal/contract';
import { Fragment, type ReactNode } from 'react';
import { useGate } from '../../../components/can';
import classes from './product-detail.module.css';

/** A button a later issue supplies (add to cart, add to project, favourite). */
export type ProductActionSlot = (product: ProductDetail) => ReactNode;

export interface ProductActionSlots {
  cart?: ProductActionSlot;
  project?: ProductActionSlot;
  favourite?: ProductActionSlot;
}

/** The role tag each action needs (spec 6: tagged elements show only with the tag). */
export const ACTION_GATES = {
  cart: 'shopping_cart',
  project: 'designer_project',
  favourite: 'favorites',
} as const satisfies Record<keyof ProductActionSlots, RoleTag>;

const ORDER = Object.keys(ACTION_GATES) as (keyof ProductActionSlots)[];

interface ProductActionsProps {
  product: ProductDetail;
  slots?: ProductActionSlots;
}

/**
 * The product page's actions, each behind its role tag. A slot renders only when its feature
 * supplies it and the role list holds its tag; with nothing to show, nothing is rendered.
 */
export function ProductActions({ product, slots = {} }: ProductActionsProps) {
  const can = useGate();
  const shown = ORDER.filter((key) => slots[key] && can(ACTION_GATES[key]));
  if (!shown.length) return null;
  return (
    <div
      className={classes.actions}
      data-testid="product-actions"
      // Floating parts (Cara) move off these controls (lib/use-keep-clear.ts).
      {...{ [KEEP_CLEAR_ATTRIBUTE]: '' }}
    >
      {shown.map((key) => (
        <Fragment key={key}>{slots[key]?.(product)}</Fragment>
      ))}
    </div>
  );
}
