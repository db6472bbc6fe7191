/** @jest-environment node */
import { fuzzSandboxEndpoints } from './fuzz-suite';

// Part 2 of the sandbox fuzz (fuzz-suite.ts): the endpoints are split so two workers share the work.
fuzzSandboxEndpoints(1, 2);
