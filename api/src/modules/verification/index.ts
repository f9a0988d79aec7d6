/** The verification section: email and mobile status, and the tasks of the $1000 credits offer. */
export { verificationRoutes } from './verification-routes';
export { readVerification } from './verification-service';
