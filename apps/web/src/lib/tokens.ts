import type { TokenPair } from '@showroom/contract';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '@showroom/contract/constants';

/** Where the two session tokens live: browser storage, under the contract's two keys. */
export type TokenStore = {
  getAccessToken(): string | null;
  getRefreshToken(): string | null;
  setTokens(pair: TokenPair): void;
  clear(): void;
};

export function createTokenStore(storage: Storage): TokenStore {
  return {
    getAccessToken: () => storage.getItem(ACCESS_TOKEN_KEY),
    getRefreshToken: () => storage.getItem(REFRESH_TOKEN_KEY),
    setTokens(pair) {
      storage.setItem(ACCESS_TOKEN_KEY, pair.accessToken);
      storage.setItem(REFRESH_TOKEN_KEY, pair.refreshToken);
    },
    clear() {
      storage.removeItem(ACCESS_TOKEN_KEY);
      storage.removeItem(REFRESH_TOKEN_KEY);
    },
  };
}

export const tokenStore = createTokenStore(window.localStorage);
