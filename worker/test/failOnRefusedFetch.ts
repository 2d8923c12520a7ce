/**
 * Runs after every worker test: fails the test when it, or the code it ran, fetched anything but the
 * loopback servers the tests started, even if the code under test swallowed the network error.
 * No test reaches the network by accident.
 */
import { afterEach } from 'vitest';
import { assertNoRefusedFetch } from './refusedFetch';

afterEach(assertNoRefusedFetch);
