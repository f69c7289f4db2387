import type { ContactRequest } from '@hireproof/contract';
import { apiRequest } from '../../lib/api-request.ts';

export async function sendContactMessage(message: ContactRequest): Promise<{ message: string }> {
  const response = await apiRequest('POST', '/api/contact', message);
  return (await response.json()) as { message: string };
}
