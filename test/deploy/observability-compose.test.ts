// docker-compose.yml's observability profile (`docker compose --profile observability up`):
// Prometheus scraping every instance of every service and the gateway on its metrics listener,
// NATS through its exporter, Grafana with the provisioned dashboards, Jaeger for OTLP traces.
// docker compose cannot run here, so the file is checked as compose reads it.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const ROOT = join(import.meta.dirname, '..', '..');
const METRICS_PORT = '9464';
const PROFILE_SERVICES = ['grafana', 'jaeger', 'nats-exporter', 'prometheus'];

interface ComposeService {
  image?: string;
  profiles?: string[];
  build?: { dockerfile: string; args?: Record<string, string> };
  command?: string[];
  environment?: Record<string, string>;
  networks?: string[] | Record<string, unknown>;
  network_mode?: string;
  ports?: string[];
  volumes?: string[];
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
}
const compose = parse(readFileSync(join(ROOT, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
  services: Record<string, ComposeService>;
  networks: Record<string, { internal?: boolean } | null>;
  volumes: Record<string, unknown>;
};
const services = compose.services;
const networksOf = (service: ComposeService) => (Array.isArray(service.networks) ? service.networks : Object.keys(service.networks ?? {}));
const inProfile = Object.keys(services).filter((name) => services[name]!.profiles?.includes('observability'));
/** The product's Node processes, by the deployable they run: each service instance, and the gateway. */
const deployableOf = (name: string) => (services[name]!.build?.dockerfile === 'service.Dockerfile' ? services[name]!.build!.args!.SERVICE : name === 'gateway' ? 'gateway' : undefined);
const nodeProcesses = Object.keys(services).filter((name) => deployableOf(name));

interface ScrapeConfig {
  job_name: string;
  metrics_path?: string;
  static_configs: { targets: string[] }[];
}
const prometheusConfig = parse(readFileSync(join(ROOT, 'deploy', 'prometheus', 'prometheus.yml'), 'utf8')) as { scrape_configs: ScrapeConfig[]; rule_files: string[] };
const targetsOf = (job: string) => prometheusConfig.scrape_configs.filter((config) => config.job_name === job).flatMap((config) => config.static_configs.flatMap((s) => s.targets));
/** Where a bind mount of `file` (a repository path) lands in the service's container. */
const mountOf = (service: string, file: string) => services[service]!.volumes?.find((volume) => volume.startsWith(`./${file}:`))?.split(':')[1];

describe('the observability profile of docker-compose.yml', () => {
  it('adds Prometheus, the NATS exporter, Grafana and Jaeger, only under the profile', () => {
    expect(inProfile.sort()).toEqual(PROFILE_SERVICES);
    for (const name of inProfile) expect(services[name]!.profiles, name).toEqual(['observability']);
    // `docker compose up` without the profile starts none of them, and nothing of the product waits for one.
    for (const [name, service] of Object.entries(services)) {
      if (inProfile.includes(name)) continue;
      expect(service.profiles, name).toBeUndefined();
      for (const dependency of Object.keys(service.depends_on ?? {})) expect(inProfile, `${name} depends on ${dependency}`).not.toContain(dependency);
    }
  });

  it.each(PROFILE_SERVICES)('%s runs a pinned image, not latest', (name) => {
    expect(services[name]!.build).toBeUndefined();
    expect(services[name]!.image).toMatch(/^[\w./-]+:v?\d+\.\d+\.\d+$/);
  });

  it('scrapes every instance of every service and the gateway on its metrics port, each deployable its own job', () => {
    expect(nodeProcesses.length).toBeGreaterThanOrEqual(7);
    const deployables = [...new Set(nodeProcesses.map(deployableOf))];
    for (const deployable of deployables) {
      const instances = nodeProcesses.filter((name) => deployableOf(name) === deployable);
      expect(targetsOf(deployable!).sort(), deployable).toEqual(instances.map((name) => `${name}:${METRICS_PORT}`).sort());
    }
    // Each instance opens that listener (no METRICS_PORT, no listener).
    for (const name of nodeProcesses) expect(services[name]!.environment?.METRICS_PORT, name).toBe(METRICS_PORT);
    // Prometheus reaches them on their internal network; the port is published by none of them.
    expect(compose.networks.backend?.internal).toBe(true);
    expect(networksOf(services.prometheus!)).toContain('backend');
    for (const name of nodeProcesses) for (const port of services[name]!.ports ?? []) expect(port, name).not.toContain(METRICS_PORT);
  });

  it("scrapes NATS through the exporter that shares nats-server's network, where its monitoring port answers", () => {
    const exporter = services['nats-exporter']!;
    expect(exporter.network_mode).toBe('service:nats');
    expect(exporter.depends_on?.nats?.condition).toBe('service_healthy');
    const monitoring = /^http: (127\.0\.0\.1:\d+)$/m.exec(readFileSync(join(ROOT, 'nats', 'nats-server.conf'), 'utf8'))?.[1];
    expect(exporter.command?.at(-1)).toBe(`http://${monitoring}`);
    const port = exporter.command?.find((arg) => arg.startsWith('-port='))?.slice('-port='.length);
    expect(targetsOf('nats')).toEqual([`nats:${port}`]);
  });

  it('loads its rules and configuration from the files of deploy/', () => {
    const prometheus = services.prometheus!;
    const configPath = prometheus.command?.find((arg) => arg.startsWith('--config.file='))?.split('=')[1];
    expect(mountOf('prometheus', 'deploy/prometheus/prometheus.yml')).toBe(configPath);
    expect(prometheusConfig.rule_files).toEqual([mountOf('prometheus', 'deploy/prometheus/alerts.yml')]);
    expect(mountOf('grafana', 'deploy/grafana/provisioning')).toBe('/etc/grafana/provisioning');
    expect(mountOf('grafana', 'deploy/grafana/dashboards')).toBe('/var/lib/grafana/dashboards');
    expect(existsSync(join(ROOT, 'deploy/grafana/dashboards/overview.json'))).toBe(true);
    expect(services.grafana!.environment?.GF_DASHBOARDS_DEFAULT_HOME_DASHBOARD_PATH).toBe('/var/lib/grafana/dashboards/overview.json');
    for (const name of inProfile) {
      for (const volume of services[name]!.volumes ?? []) {
        const source = volume.split(':')[0]!;
        if (source.startsWith('./')) expect(existsSync(join(ROOT, source)), `${name}: ${source}`).toBe(true);
        else expect(compose.volumes, `${name}: ${source}`).toHaveProperty(source);
      }
    }
  });

  it("puts Grafana beside Prometheus and Jaeger only, and Jaeger's OTLP where the services send", () => {
    expect(networksOf(services.grafana!)).toEqual(['observability']);
    for (const name of ['prometheus', 'jaeger']) expect(networksOf(services[name]!), name).toEqual(expect.arrayContaining(['backend', 'observability']));
    expect(compose.networks.observability?.internal).toBeFalsy();
    expect(services.grafana!.depends_on?.prometheus?.condition).toBe('service_healthy');
    expect(services.prometheus!.healthcheck?.test.join(' ')).toContain('/-/ready');
    // Jaeger's receivers listen beyond its loopback, so the services reach OTLP on jaeger:4318.
    expect(services.jaeger!.environment?.JAEGER_LISTEN_HOST).toBe('0.0.0.0');
  });

  it("publishes the UIs on this machine's loopback only, and Grafana guards no password", () => {
    const published = inProfile.flatMap((name) => (services[name]!.ports ?? []).map((port) => ({ name, port })));
    expect(published.map(({ name }) => name).sort()).toEqual(['grafana', 'jaeger', 'prometheus']);
    for (const { name, port } of published) expect(port, name).toMatch(/^127\.0\.0\.1:\$\{[A-Z_]+:-\d+\}:\d+$/);
    const grafana = services.grafana!.environment!;
    expect(grafana.GF_SECURITY_DISABLE_INITIAL_ADMIN_CREATION).toBe('true');
    expect(grafana.GF_AUTH_ANONYMOUS_ORG_ROLE).toBe('Viewer');
    expect(Object.keys(grafana)).not.toContain('GF_SECURITY_ADMIN_PASSWORD');
  });
});
