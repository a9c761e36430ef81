import {MERCHANDISING_GUIDE_PATH, writeGuide} from './lib/merchandising-guide';

/** Rewrites the definitions section of the merchandiser's guide; run it after changing a definition. */
writeGuide();
console.log(`${MERCHANDISING_GUIDE_PATH}: definitions written`);
