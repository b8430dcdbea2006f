/** At a glance: which instances answered lately, whether the database does, and when content was built. */
import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import { consolePaths, type HealthAnswer } from '../../../engine/shared/console/console-api';
import { loadJson } from '../api/load';
import { usePageTitle } from '../app/use-page-title';
import { formatTime } from '../shared/format';

export const healthLoader = ({ request }: LoaderFunctionArgs) => loadJson<HealthAnswer>(request, consolePaths.health);

const engineNames = { sqlite: 'SQLite', postgres: 'PostgreSQL' } as const;

export function HealthPage() {
  usePageTitle('Health');
  const health = useLoaderData<typeof healthLoader>();
  return (
    <>
      <h1>Health</h1>
      <dl className="facts">
        <dt>Database</dt>
        <dd>
          {engineNames[health.database.engine]}: {health.database.reachable ? 'reachable' : 'NOT reachable'}
        </dd>
        <dt>Content built</dt>
        <dd>{health.contentBuiltAt ? formatTime(Date.parse(health.contentBuiltAt)) : 'Unknown'}</dd>
      </dl>
      <section aria-labelledby="instances-heading">
        <h2 id="instances-heading">Instances seen in the last minute ({health.instances.length})</h2>
        {health.instances.length === 0 ? (
          <p>None.</p>
        ) : (
          <ul>
            {health.instances.map((instance) => (
              <li key={instance.instance}>
                {instance.instance}, last seen {formatTime(instance.lastSeen)}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
