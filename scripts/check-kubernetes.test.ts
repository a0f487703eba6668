// The Kubernetes manifests (deploy/kubernetes) pass the API schema and the cross-checks, and a
// broken copy is refused with each mistake named (scripts/check-kubernetes.ts).
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { checkKubernetesManifests } from "./check-kubernetes.ts";

describe("the Kubernetes manifests", () => {
  it("are valid objects of the Kubernetes API, and fit together", async () => {
    const { objects, problems } = await checkKubernetesManifests("deploy/kubernetes");
    expect(problems).toEqual([]);
    expect(objects).toEqual(
      expect.arrayContaining([
        "deployment.yaml: Deployment taxidaki",
        "service.yaml: Service taxidaki",
        "external-services.yaml: Service taxidaki-postgres",
        "external-services.yaml: Service taxidaki-redis",
        "secret.example.yaml: Secret taxidaki-secrets",
      ]),
    );
  });

  it("names each mistake of a broken copy", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "taxidaki-k8s-"));
    cpSync("deploy/kubernetes", dir, { recursive: true });
    const edit = (file: string, from: string | RegExp, to: string) => {
      const text = readFileSync(path.join(dir, file), "utf8");
      const next = text.replace(from, to);
      expect(next).not.toBe(text);
      writeFileSync(path.join(dir, file), next);
    };
    edit("deployment.yaml", "containerPort: 3000", 'containerPort: "3000"'); // a string where the API wants an integer
    edit("deployment.yaml", "path: /readyz", "path: /ready");
    edit(
      "deployment.yaml",
      /name: SMTP_URL_FILE\n(\s+)value: \/run\/secrets\/taxidaki\/smtp-url/,
      "name: SMTP_URL_FILE\n$1value: /run/secrets/taxidaki/smtp",
    );
    edit("configmap.yaml", "LOG_LEVEL: info", "LOG_LEVL: info");
    edit("service.yaml", "app.kubernetes.io/name: taxidaki", "app.kubernetes.io/name: taxi");
    edit("poddisruptionbudget.yaml", "apiVersion: policy/v1", "apiVersion: policy/v9");
    writeFileSync(path.join(dir, "extra.yaml"), "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: extra\n");
    const { problems } = await checkKubernetesManifests(dir);
    const expected = [
      /^deployment\.yaml: Deployment taxidaki: .*containerPort must be integer/,
      /^deployment\.yaml: Deployment taxidaki: readinessProbe must ask \/readyz \(it asks \/ready\)$/,
      /^deployment\.yaml: Deployment taxidaki: container migrate: SMTP_URL_FILE reads key smtp, which the Secret taxidaki-secrets does not have$/,
      /^configmap\.yaml: ConfigMap taxidaki-config: LOG_LEVL is not a variable the server reads/,
      /^service\.yaml: Service taxidaki selects no pod of taxidaki$/,
      /^poddisruptionbudget\.yaml: unknown apiVersion\/kind policy\/v9\/PodDisruptionBudget$/,
      /^kustomization\.yaml: extra\.yaml is not in resources$/,
    ];
    for (const e of expected)
      expect(
        problems.filter((p) => e.test(p)),
        e.source,
      ).toHaveLength(1);
  });
});
