import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { shakeableReactRouter } from './reactRouterTreeShaking';

describe("React Router's build made shakeable", () => {
  it('drops the names it gives its components and contexts for the developer tools', () => {
    const code = `var Link = f();\nLink.displayName = "Link";\nvar Form = g();\n  Form.displayName = "Form";\n`;
    expect(shakeableReactRouter(code)).toBe(`var Link = f();\nvar Form = g();\n`);
  });

  it("marks React's component and context factories pure", () => {
    const code = `var Ctx = React.createContext(null);\nvar Link = React10.forwardRef(fn);\nvar M = React3.memo(C);`;
    expect(shakeableReactRouter(code)).toBe(
      `var Ctx = /* @__PURE__ */ React.createContext(null);\nvar Link = /* @__PURE__ */ React10.forwardRef(fn);\nvar M = /* @__PURE__ */ React3.memo(C);`,
    );
  });

  it('leaves other code as it is', () => {
    expect(shakeableReactRouter(`React.useContext(Ctx);\nobj.name = "x";`)).toBeNull();
  });

  it('finds what it looks for in the React Router the site installs', () => {
    const fromReactRouterDom = createRequire(require.resolve('react-router-dom'));
    const production = join(
      dirname(dirname(fromReactRouterDom.resolve('react-router'))),
      'production',
    );
    const rewritten = readdirSync(production)
      .filter((file) => /^chunk-[\w-]+\.mjs$/.test(file))
      .map((file) => shakeableReactRouter(readFileSync(join(production, file), 'utf8')))
      .filter((code) => code !== null);
    expect(rewritten).not.toHaveLength(0);
    expect(rewritten.join('\n')).not.toMatch(/\.displayName = "Link";/);
  });
});
