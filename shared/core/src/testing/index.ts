export {
  mockApi,
  deferredReply,
  jsonResponse,
  networkError,
  NOT_FOUND_REPLY,
  type ApiCall,
  type MockHandler,
  type MockReply,
} from './mock-api';
export { resetSession, signInForTest, TEST_SESSION_TOKEN } from './session';
