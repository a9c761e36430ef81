import {buildSkeleton} from '/work/main/scripts/lib/skeleton';
console.log(await buildSkeleton());
