import { type ContactRequest, contactResponseSchema } from '@hireproof/contract';
import { requestJson } from '../../lib/api-request.ts';

export async function sendContactMessage(message: ContactRequest): Promise<{ message: string }> {
  return requestJson('POST', '/api/contact', contactResponseSchema, message);
}
