// Switch on Radix Switch (loaded by load-kit.ts).
export { SwitchControl } from '../switch/switch-control';
