/** Conversations between a client and a freelancer, and the hiring events written into them. */
export {
  findParticipantThread,
  openThread,
  writeThreadEvent,
  type ParticipantThread,
  type ThreadEvent,
  type ThreadEventKind,
} from './thread-service';
export { blockerIdsOf, refusalOf, sendRefusal } from './send-refusal';
