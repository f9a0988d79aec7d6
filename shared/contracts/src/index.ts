export { messages } from './validation-messages';
export { EMAIL_PATTERN, loginSchema, signupSchema, type LoginInput, type SignupInput } from './auth';
