/** @jest-environment node */
import { fuzzSandboxEndpoints } from './fuzz-suite';

// Part 1 of the sandbox fuzz (fuzz-suite.ts): the endpoints are split so two workers share the work.
fuzzSandboxEndpoints(0, 2);
