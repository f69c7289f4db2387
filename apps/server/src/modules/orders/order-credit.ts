/** The ledger ref an order's credits are granted under: one grant per order, whatever the path. */
export const orderCreditRef = (orderId: string) => `order:${orderId}`;
