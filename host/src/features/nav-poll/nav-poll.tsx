import { useNavPoll } from './use-nav-poll';

/** Mounts the navigation poll in the shell; it renders nothing and runs only while signed in. */
export function NavPoll() {
  useNavPoll();
  return null;
}
