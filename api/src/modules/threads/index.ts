/** Conversations between a client and a freelancer, and the hiring events written into them. */
export { openThread, writeThreadEvent, type ThreadEvent, type ThreadEventKind } from './thread-service';
