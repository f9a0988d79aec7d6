/** What both card forms (the test provider's and Stripe's) are given by the Add Payment Method dialog. */
export interface CardFormProps {
  /** The setup intent's client secret, confirmed with the card. */
  clientSecret: string;
  /**
   * Records the payment method the provider confirmed (`POST …/stripe/setup`). Resolves once saved
   * (the dialog then closes); rejects when the server refused it, which its toast has already said.
   */
  onConfirmed: (paymentMethod: string) => Promise<void>;
  onCancel: () => void;
  /** A new setup intent is on its way: nothing can be confirmed meanwhile. */
  waiting?: boolean;
  /** Tells the dialog a card is being confirmed or saved (it then stays open). */
  onBusyChange: (busy: boolean) => void;
}
