import { describe, expect, it } from 'vitest';
import { anonymousCredentials, configureApi, getApiConfig } from '../../src/api/config';

describe('API configuration', () => {
  it('defaults to the same-origin mounts and anonymous credentials', () => {
    const config = getApiConfig();
    expect(config).toMatchObject({
      mainBaseUrl: '/main',
      lmsBaseUrl: '/lms',
      contestBaseUrl: '/contest',
      service3BaseUrl: '/service3',
    });
    expect(config.credentials).toBe(anonymousCredentials);
    expect(config.credentials.getUser()).toBeNull();
  });

  it('overrides only what is given', () => {
    configureApi({ lmsBaseUrl: 'https://lms.example.test' });
    expect(getApiConfig()).toMatchObject({ mainBaseUrl: '/main', lmsBaseUrl: 'https://lms.example.test' });
  });
});
