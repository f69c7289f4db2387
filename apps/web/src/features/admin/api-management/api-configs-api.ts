import type {
  ApiConfig,
  ApiConfigTestResult,
  CreateApiConfigRequest,
  UpdateApiConfigRequest,
} from '@hireproof/contract';
import { apiRequest } from '../../../lib/api-request.ts';

export const API_CONFIGS_KEY = ['/api/admin/api-configs'] as const;

const configPath = (id: string) => `/api/admin/api-configs/${encodeURIComponent(id)}`;

export async function createApiConfig(body: CreateApiConfigRequest): Promise<ApiConfig> {
  const response = await apiRequest('POST', '/api/admin/api-configs', body);
  return (await response.json()) as ApiConfig;
}

export async function updateApiConfig(id: string, body: UpdateApiConfigRequest): Promise<ApiConfig> {
  const response = await apiRequest('PUT', configPath(id), body);
  return (await response.json()) as ApiConfig;
}

export async function deleteApiConfig(id: string): Promise<void> {
  await apiRequest('DELETE', configPath(id));
}

export async function testApiConfig(id: string): Promise<ApiConfigTestResult> {
  const response = await apiRequest('POST', `${configPath(id)}/test`);
  return (await response.json()) as ApiConfigTestResult;
}
