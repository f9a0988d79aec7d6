export { STORAGE_KEYS, ROLE_STORAGE_KEY, SESSION_STORAGE_KEYS, type StorageKey } from './auth/storage-keys';
export {
  useAuthStore,
  selectIsFreelancer,
  selectIsLoggedIn,
  syncSessionAcrossTabs,
  type AuthState,
  type Session,
  type SignInInput,
  type UserRole,
} from './auth/auth-store';
export { CLIENT_HOME_PATH, FREELANCER_HOME_PATH, homePathFor } from './auth/home-path';
export { RequireAuth } from './auth/require-auth';
export {
  forgetReturnTo,
  isInAppPath,
  peekReturnTo,
  rememberReturnTo,
  RETURN_TO_PARAM,
  RETURN_TO_TTL_MS,
  takeReturnTo,
} from './auth/return-to';
export { apiClient, clearLocalSession, toApiError, ApiError, NETWORK_ERROR_MESSAGE } from './http/api-client';
export { callApi, UNEXPECTED_RESPONSE_MESSAGE, type ResponseSchema } from './http/call-api';
export { configureRuntime, getRuntimeConfig, type RuntimeConfig } from './config/runtime-config';
export { usePageTitle, formatPageTitle, PRODUCT_NAME } from './page-title/use-page-title';
export { AppToaster, toast, TOAST_DURATION_MS } from './toaster/app-toaster';
export { queryClient } from './query/query-client';
export { PAYMENT_METHODS_QUERY_KEY, VERIFICATION_QUERY_KEY } from './query/query-keys';
export { useNavStore, selectHasUnseen, type NavInput, type NavNotification, type NavState } from './nav/nav-store';
export { NAV_QUERY_KEY, refreshNav } from './nav/nav-query';
export { findPrefixRoute, type PrefixRoute, type RemoteRoutesModule } from './routing/remote-routes';
export { useLogout, LOGOUT_REQUEST_TIMEOUT_MS } from './auth/use-logout';
export { useLiveEvents, useLiveStatus } from './live/use-live';
export type { LiveStatus, LiveStreamEvent, LiveTimings } from './live/live-connection';
