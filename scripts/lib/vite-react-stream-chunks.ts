import {exactEditsPlugin} from './vite-exact-edits';

const REACT_DOM_SERVER = /\/node_modules\/react-dom\/cjs\/react-dom-server\.browser\.production\.min\.js$/;

/** Each edit: React DOM 18.3's server renderer as published, and what the worker build gets instead. */
const EDITS = [
  {
    what: 'writeChunk: append the string to the pending text, send it every 8 K characters',
    from: 'function p(a,b){if(0!==b.length)if(512<b.length)0<n&&(a.enqueue(new Uint8Array(l.buffer,0,n)),l=new Uint8Array(512),n=0),a.enqueue(b);else{var c=l.length-n;c<b.length&&(0===c?a.enqueue(l):(l.set(b.subarray(0,c),n),a.enqueue(l),b=b.subarray(c)),l=new Uint8Array(512),n=0);l.set(b,n);n+=b.length}}',
    to: 'function p(a,b){0!==b.length&&(l+=b,8192<l.length&&(a.enqueue(ca.encode(l)),l=""))}',
  },
  {
    what: 'completeWriting: send the pending text, encoded once',
    from: 'function ba(a){l&&0<n&&(a.enqueue(new Uint8Array(l.buffer,0,n)),l=null,n=0)}',
    to: 'function ba(a){l&&(a.enqueue(ca.encode(l)),l=null,n=0)}',
  },
  {
    what: 'stringToChunk and stringToPrecomputedChunk: chunks stay strings',
    from: 'function u(a){return ca.encode(a)}function w(a){return ca.encode(a)}',
    to: 'function u(a){return a}function w(a){return a}',
  },
  {
    what: 'flushCompletedQueues: start with no pending text',
    from: 'function fd(a,b){l=new Uint8Array(512);n=0;',
    to: 'function fd(a,b){l="";n=0;',
  },
  {
    what: 'flushCompletedQueues: start again after the completed boundaries',
    from: 'ba(b);l=new Uint8Array(512);n=0;',
    to: 'ba(b);l="";n=0;',
  },
];

/**
 * React 18's streaming renderer for the edge (`renderToReadableStream`) turns every string it
 * writes (an attribute's name, `="`, its value, `"`, ...) into bytes at once, copies them into
 * 512-byte buffers and hands each buffer to the stream: about 15,000 encodings and 300 stream
 * writes for groom's home page, a third of the worker's CPU for the page in workerd. In the worker
 * build only, the renderer keeps the strings, joins them, and encodes and writes the text every
 * 8 K characters and at the end of each flush: the same bytes, in the same order, in the same
 * flushes. The edits must apply as written; a React whose code differs fails the build rather than
 * running unedited (docs/decisions/020-react-stream-chunks.md).
 */
export function reactStreamChunks() {
  return exactEditsPlugin({
    name: 'react-stream-chunks',
    build: 'worker',
    module: REACT_DOM_SERVER,
    packageName: 'react-dom/server',
    edits: EDITS,
  });
}
