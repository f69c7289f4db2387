/** The parts of PayPal's Orders v2 and webhook payloads this server reads (corpus/protocols.md §1). */

export interface PayPalAmount {
  currency_code: string;
  value: string;
}

export interface PayPalLink {
  href: string;
  rel: string;
  method?: string;
}

export interface PayPalCapture {
  id: string;
  status: string;
  amount?: PayPalAmount;
  custom_id?: string;
  invoice_id?: string;
  final_capture?: boolean;
  status_details?: { reason?: string };
  supplementary_data?: { related_ids?: { order_id?: string } };
}

export interface PayPalPurchaseUnit {
  reference_id?: string;
  custom_id?: string;
  amount?: PayPalAmount;
  payments?: { captures?: PayPalCapture[] };
}

export interface PayPalOrder {
  id: string;
  status: string;
  intent?: string;
  purchase_units?: PayPalPurchaseUnit[];
  links?: PayPalLink[];
}

export interface PayPalWebhookEvent {
  id: string;
  event_type: string;
  resource_type?: string;
  resource?: unknown;
}

/** The error body of every PayPal REST API. */
export interface PayPalErrorBody {
  name?: string;
  message?: string;
  debug_id?: string;
  details?: Array<{ issue?: string; description?: string; field?: string }>;
}

/** The PAYPAL-* transmission headers of a webhook delivery, as verify-webhook-signature wants them. */
export interface WebhookTransmission {
  authAlgo: string;
  certUrl: string;
  transmissionId: string;
  transmissionSig: string;
  transmissionTime: string;
}
