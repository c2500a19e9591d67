export { KycPanel } from './components/KycPanel';
export { VerificationGatePrompt } from './components/VerificationGatePrompt';
export { useVerificationGate, type VerificationGate } from './hooks/use-verification-gate';
export { KycRequiredNotice } from './components/KycRequiredNotice';
