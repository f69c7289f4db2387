import { runCli } from './cli/commands.ts';

// Operator commands: `npm run cli -- <command> [options]` (cli/commands.ts lists them).
runCli(process.argv.slice(2), process.env).then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
