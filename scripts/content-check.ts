// `npm run content:check` (issue 33): the curriculum validator of server/curriculum/content-check.ts
// over content/ (or `-- --root <dir>`), one line per problem naming the file and the item; non-zero
// exit when there is one.
import { checkContent, formatProblem } from '../server/curriculum/content-check';

const rootAt = process.argv.indexOf('--root');
const root = rootAt === -1 ? undefined : process.argv[rootAt + 1];
const { problems, summary } = checkContent(root ? { root } : {});
if (problems.length > 0) {
  for (const problem of problems) console.error(formatProblem(problem));
  console.error(`\n✗ ${problems.length} lỗi trong nội dung học (content/)`);
  process.exit(1);
}
console.log(
  `✓ Nội dung hợp lệ: ${summary.grades} lớp, ${summary.units} bài, ${summary.items} câu luyện tập ` +
    `(${summary.listeningFiles} tệp nghe); ${summary.bands} dải lớp, ${summary.topics} chủ đề nói, ${summary.prompts} câu nói.`,
);
