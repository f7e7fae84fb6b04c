import { measureMemory } from './memory';
import { serveDirectory } from './static-server';
const dist = process.argv[2]!;
const server = await serveDirectory(dist);
const { results } = await measureMemory(server.url, [240, 100000], console.log);
console.log(JSON.stringify(results));
server.close();
