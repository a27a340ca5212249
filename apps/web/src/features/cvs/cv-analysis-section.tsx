import { cvExportMutations, type CvPublic } from '@vita/api';
import { Button, Heading, Text } from '@vita/ui';
import { Gauge } from 'lucide-react';
import { AnalysisReport } from '../../components/analysis-report/analysis-report';
import { useApiMutation } from '../../lib/mutations';
import { useApi } from '../../lib/services';
import * as styles from './cv-export.css';

/**
 * A CV that stores its target posting's address is compared with that posting, as it prints.
 * The result is the page's own: it is not kept, and a new run follows the CV's latest content.
 */
export function CvAnalysisSection({ cv }: { cv: CvPublic }) {
  const api = useApi();
  const analyse = useApiMutation(cvExportMutations(api).analyse);
  if (!cv.target_job_posting_url) return null;
  return (
    <section className={styles.analysis} aria-labelledby="cv-analysis-heading">
      <Heading level={2} size="md" id="cv-analysis-heading">
        Match with the target posting
      </Heading>
      <Text size="sm" tone="muted">
        {`Compares this CV, as it prints, with the posting at ${cv.target_job_posting_url}.`}
      </Text>
      <div>
        <Button
          variant="secondary"
          isPending={analyse.isPending}
          pendingLabel="Analyzing..."
          onPress={() => analyse.mutate(cv.id)}
        >
          <Gauge size={16} aria-hidden />
          {analyse.data ? 'Analyse again' : 'Analyse against this posting'}
        </Button>
      </div>
      {analyse.data ? <AnalysisReport result={analyse.data} headingLevel={3} /> : null}
    </section>
  );
}
