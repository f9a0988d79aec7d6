import { useEffect, useRef, useState, type MouseEvent } from 'react';
import type { PaymentMethod } from '@talentindia/contracts';
import { toast } from '@talentindia/core';
import { Button, ConfirmDialog, CreditCardIcon, PlusIcon, preloadFormKit } from '@talentindia/ui';
import { useRemoveCard } from '../api/remove-card';
import { useSetDefaultCard } from '../api/set-default-card';
import { cardLabel } from '../utils/card-format';
import { AddPaymentMethodDialog } from './add-payment-method-dialog';
import { CardItem } from './card-item';
import styles from './saved-cards.module.css';

/**
 * The saved cards (spec §2–§4): the list, Add New Payment Method, and each card's menu (set as
 * default, remove after a confirmation) when there is more than one card.
 */
export function SavedCards({ cards }: { cards: readonly PaymentMethod[] }) {
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<PaymentMethod | null>(null);
  const [removedId, setRemovedId] = useState<number | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const setDefault = useSetDefaultCard();
  const remove = useRemoveCard();

  // A removed card takes its menu button, where focus went back after the confirmation: once the card
  // has left the list, focus goes to the list's heading instead of being lost.
  const removedStillListed = cards.some((card) => card.id === removedId);
  useEffect(() => {
    if (removedId === null || removing !== null || removedStillListed) return undefined;
    const frame = requestAnimationFrame(() => {
      setRemovedId(null);
      if (document.activeElement === null || document.activeElement === document.body) headingRef.current?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [removedId, removing, removedStillListed]);

  const openAdd = (event: MouseEvent<HTMLButtonElement>) => {
    // Safari does not focus a clicked button; the dialog gives focus back to what had it when it opened.
    event.currentTarget.focus();
    // The test provider's card form needs the form kit: fetched alongside the setup, not after it.
    void preloadFormKit();
    setAdding(true);
  };

  const confirmRemove = () => {
    if (!removing) return;
    const card = removing;
    remove.mutate(card, {
      onSuccess: ({ message }) => {
        toast.success(message);
        setRemovedId(card.id);
        setRemoving(null);
      },
      onError: (error) => {
        toast.error(error.message);
        setRemoving(null);
      },
    });
  };

  return (
    <section className={styles.section} aria-labelledby="saved-cards-heading">
      <div className={styles.header}>
        <h2 id="saved-cards-heading" ref={headingRef} tabIndex={-1} className={styles.heading}>
          Saved cards
        </h2>
        <Button onClick={openAdd}>
          <PlusIcon width={18} height={18} />
          Add New Payment Method
        </Button>
      </div>
      {cards.length === 0 ? (
        <div className={styles.empty}>
          <CreditCardIcon className={styles.emptyIcon} width={32} height={32} />
          <p className={styles.emptyTitle}>No payment methods yet</p>
          <p className={styles.emptyText}>Add a card to pay freelancers. Your first card becomes the default.</p>
        </div>
      ) : (
        <ul className={styles.list} aria-labelledby="saved-cards-heading">
          {cards.map((card) => (
            <CardItem
              key={card.id}
              card={card}
              withMenu={cards.length > 1}
              onSetDefault={(chosen) => setDefault.mutate(chosen)}
              onRemove={(chosen) => {
                remove.reset();
                setRemoving(chosen);
              }}
            />
          ))}
        </ul>
      )}
      <AddPaymentMethodDialog open={adding} onOpenChange={setAdding} />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        tone="danger"
        title="Remove this card?"
        description={
          removing
            ? `${cardLabel(removing)} will be removed from your account.${
                removing.is_default ? ' Your most recently added other card becomes the default.' : ''
              }`
            : ''
        }
        confirmLabel="Remove card"
        onConfirm={confirmRemove}
        pending={remove.isPending}
      />
    </section>
  );
}
