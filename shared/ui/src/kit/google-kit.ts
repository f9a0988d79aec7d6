// Google's sign-in button on @react-oauth/google (loaded by load-kit.ts).
export { GoogleSignInButton } from '../google-sign-in/google-sign-in-button';
