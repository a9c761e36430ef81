import type {Destination} from '../runtime';
import {postHogEvent, postHogIdentity} from './posthog';

let loaded: Promise<Destination> | null = null;

/**
 * PostHog through its JS SDK, which captures only what the storefront sends (no autocapture, no
 * page views of its own, no session recording, no scripts fetched from PostHog's servers).
 */
export function postHogDestination(config: {projectKey: string; apiHost: string}): Promise<Destination> {
  loaded ??= import('posthog-js').then(({default: posthog}) => {
    posthog.init(config.projectKey, {
      api_host: config.apiHost,
      autocapture: false,
      capture_pageview: false,
      capture_pageleave: false,
      disable_session_recording: true,
      disable_external_dependency_loading: true,
      persistence: 'localStorage+cookie',
    });
    return {
      category: 'analytics',
      send(event) {
        const userId = postHogIdentity(event);
        if (userId) posthog.identify(userId);
        const mapped = postHogEvent(event);
        posthog.capture(mapped.name, mapped.properties);
      },
    } satisfies Destination;
  });
  return loaded;
}
