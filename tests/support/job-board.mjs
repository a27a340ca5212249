// A job board on loopback for the end-to-end specs: the server under test is told to admit it
// (JOB_FETCH_ALLOW_HOSTS), as it would an intranet board. Prints its origin, then serves until
// killed.
import { createServer } from 'node:http';
import process from 'node:process';

const posting = {
  '@context': 'https://schema.org',
  '@type': 'JobPosting',
  title: 'Senior Backend Engineer',
  hiringOrganization: { '@type': 'Organization', name: 'Acme Payments' },
  jobLocation: {
    '@type': 'Place',
    address: { addressLocality: 'Lisbon', addressCountry: 'Portugal' },
  },
  description: [
    '<p>You will build and run the services behind our payments platform.</p>',
    '<h3>Requirements</h3>',
    '<ul><li>5+ years of experience building backend services</li>',
    '<li>Strong Python</li><li>Experience with PostgreSQL</li>',
    '<li>Kubernetes in production</li></ul>',
    '<h3>Nice to have</h3><ul><li>Terraform</li></ul>',
  ].join(''),
};

const page = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>Senior Backend Engineer · Acme Payments</title>
<script type="application/ld+json">${JSON.stringify(posting)}</script></head>
<body><h1>Senior Backend Engineer</h1></body></html>`;

const server = createServer((req, res) => {
  if (req.url === '/jobs/senior-backend-engineer') {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
  } else {
    res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
  }
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(`http://127.0.0.1:${address.port}\n`);
});
