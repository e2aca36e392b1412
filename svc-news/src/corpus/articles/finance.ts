import { storiesFor } from '../define.js';
import type { CorpusArticle } from '../types.js';

const story = storiesFor('finance');

export const finance: CorpusArticle[] = [
  story('finance-norland-rates-hold', {
    title: 'Central Bank of Norland holds rates, signals cut next year',
    source: 'ledger', hoursAgo: 2.8, tone: 'neutral', tags: ['interest rates', 'central bank', 'inflation', 'monetary policy'],
    cluster: 'norland-rates',
  }, `The Central Bank of Norland kept its main interest rate unchanged at 3.25 per cent today but indicated that it could begin cutting rates next year if inflation continues to ease.

Inflation fell to 2.6 per cent last month, close to the bank's 2 per cent target, after peaking above 9 per cent two years ago. The bank said services prices and wage growth remained higher than it would like.

Seven of the nine members of the bank's policy committee voted to hold rates, while two favoured an immediate cut. The bank's updated forecasts show inflation reaching target by the end of next year.

Financial markets had expected the decision, and the currency was little changed. Economists said the bank's language had shifted slightly towards cuts.

The next decision is due in six weeks.`),
  story('finance-norland-rates-mortgages', {
    title: 'Mortgage holders face longer wait for relief as rates stay on hold',
    source: 'northgate', hoursAgo: 3.5, tone: 'negative', tags: ['mortgages', 'interest rates', 'households', 'housing'],
    also: ['lifestyle'], cluster: 'norland-rates',
  }, `Homeowners with variable-rate mortgages will have to wait longer for lower repayments after the Central Bank of Norland decided to keep interest rates unchanged.

About 400,000 households have mortgages that track the central bank's rate, and many have seen monthly repayments rise by several hundred euro over the past two years. Others face higher rates when their fixed-rate deals end.

Mortgage advisers said borrowers should check whether they could switch to a cheaper deal with another lender, as competition has increased. Some lenders have already cut fixed rates in anticipation of lower central bank rates.

Housing charities said high repayments and rents continued to put pressure on household budgets and called for more support for those in arrears.

The central bank said it was watching the effect of higher rates on households closely.`),
  story('finance-norland-rates-markets', {
    title: 'Bond yields dip after central bank hints at easing',
    source: 'meridian', hoursAgo: 4.2, tone: 'neutral', tags: ['bonds', 'markets', 'central bank', 'interest rates'],
    also: ['world'], cluster: 'norland-rates',
  }, `Government bond yields in Norland fell modestly after the central bank held interest rates but suggested that cuts could come next year.

The yield on two-year government bonds, which is sensitive to expectations about interest rates, fell by 0.08 percentage points. The stock market rose slightly, led by housebuilders and retailers, which tend to benefit from lower borrowing costs.

Analysts said the central bank was balancing falling inflation against a labour market that remained tight. Several now expect the first cut in the spring.

The currency weakened slightly against the euro and the dollar.

Investors will watch inflation figures due next week for further signals.

Trading volumes were higher than average in the hour after the announcement, as traders adjusted positions ahead of the weekend. Banks' shares fell slightly, reflecting expectations of lower lending margins.`),
  story('finance-buffett-annual-letter', {
    title: 'Investors study annual letter for views on long-term investing',
    source: 'ledger', hoursAgo: 62, tone: 'neutral', tags: ['investing', 'shareholder letter', 'berkshire hathaway', 'markets'],
    also: ['business'], people: ['Warren Buffett'],
  }, `Investors and students of finance have been studying the latest annual shareholder letter from Warren Buffett, a document widely read for its plain-language discussion of business and investing.

The letter, published alongside Berkshire Hathaway's annual results, reviews the performance of the conglomerate's businesses, which range from insurance and railways to energy and consumer brands.

Warren Buffett's letters have for decades emphasised long-term ownership of good businesses, the importance of trustworthy management and the dangers of excessive borrowing. Finance teachers often assign them as reading.

Analysts noted that the company continues to hold a large amount of cash, which gives it flexibility to make acquisitions.

Berkshire's annual meeting, which attracts thousands of shareholders, is held each spring.

Copies of past letters remain freely available online.`),
  story('finance-pension-auto-enrolment', {
    title: 'Workers without pensions to be enrolled automatically from January',
    source: 'liffey', hoursAgo: 20, tone: 'positive', tags: ['pensions', 'auto-enrolment', 'savings', 'ireland'],
    also: ['ireland', 'politics'],
  }, `Around 750,000 workers in Ireland without a workplace pension will be enrolled automatically in a new retirement savings scheme from January.

Employees aged 23 to 60 earning more than €20,000 a year will contribute a percentage of their salary, matched by their employer, with a top-up from the state. Contributions start low and rise gradually over ten years.

Workers can opt out after six months, but the government expects most to stay in. Officials said many private sector workers, particularly younger people and those in hospitality and retail, had no retirement savings beyond the state pension.

Employer groups said small businesses would need clear guidance on the new payroll deductions. A public information campaign begins next month.

Pension experts welcomed the scheme but said contribution rates might need to rise for people to have an adequate income in retirement.`),
  story('finance-credit-union-lending-growth', {
    title: 'Credit unions report strong growth in home loans',
    source: 'atlantic', hoursAgo: 98, tone: 'positive', tags: ['credit unions', 'mortgages', 'lending', 'ireland'],
    also: ['ireland'],
  }, `Credit unions in Ireland lent more for home purchases last year than ever before, as changes to lending rules allowed them to offer more mortgages.

The sector's representative body said mortgage lending grew by about 60 per cent, while lending for cars, education and home improvements also increased. Many credit unions now offer loans for energy upgrades such as heat pumps and insulation.

Credit unions are member-owned co-operatives and have traditionally focused on smaller personal loans. Some have formed partnerships to share expertise in mortgage lending.

The regulator said credit unions' finances were generally strong but that they needed to manage the risks of longer-term lending carefully.

Members can usually apply for loans in branches or online.

The body expects further growth next year.`),
  story('finance-scam-texts-warning', {
    title: 'Banks warn of surge in fake delivery and tax refund texts',
    source: 'northgate', hoursAgo: 0.75, tone: 'negative', tags: ['fraud', 'scams', 'banking', 'consumers'],
    also: ['ireland', 'technology'],
  }, `Irish banks have warned customers about a sharp increase in scam text messages pretending to come from delivery companies and the tax authority, ahead of the busy Christmas shopping season.

The messages ask recipients to click a link to pay a small redelivery fee or claim a refund. The links lead to fake websites designed to steal card details and online banking passwords.

A banking industry group said reported losses from such scams had risen by about a quarter this year. Fraudsters then often call victims pretending to be from their bank's fraud team.

Customers were advised never to click links in unexpected messages, to check deliveries directly on the retailer's website and to contact their bank using the number on the back of their card if in doubt.

Anyone who has given details should contact their bank immediately.`),
  story('finance-savings-rates-rise', {
    title: 'Banks raise rates on savings accounts as competition grows',
    source: 'ledger', hoursAgo: 44, tone: 'positive', tags: ['savings', 'interest rates', 'banks', 'consumers'],
    also: ['ireland'],
  }, `Several Irish banks have raised interest rates on savings and deposit accounts in recent weeks, as a new online bank entered the market with higher rates.

Rates on some regular saver and fixed-term accounts now exceed 3 per cent, compared with almost nothing three years ago. However, many customers still hold large sums in current accounts that pay no interest.

Consumer advisers said savers could earn hundreds of euro more a year by moving money to a better account. Deposits up to €100,000 per person per bank are protected by a state guarantee.

The central bank has encouraged banks to pass on higher interest rates to savers, saying they had been slow to do so.

Comparison tables are available on the consumer protection agency's website.`),
  story('finance-stock-market-tech-sell-off', {
    title: 'Technology shares fall sharply as investors take profits',
    source: 'meridian', hoursAgo: 28, tone: 'negative', tags: ['stock market', 'technology shares', 'investors', 'volatility'],
    also: ['technology', 'business'],
  }, `Technology shares fell sharply on major stock exchanges yesterday, with an index of large technology companies dropping more than 4 per cent, its biggest one-day fall in several months.

Analysts said investors were taking profits after a long rally driven by enthusiasm about artificial intelligence, and that some companies' results had not met high expectations.

Shares in chipmakers and cloud computing companies were among the biggest fallers. Traditional sectors such as utilities and food producers held up better.

Market strategists said the fall was a reminder that share prices had risen faster than company earnings. Some described it as a healthy correction.

Long-term investors were advised not to make hasty decisions based on short-term market movements.

Markets in Asia opened lower this morning.`),
  story('finance-financial-literacy-schools', {
    title: 'Money management to be taught in secondary schools',
    source: 'civic', hoursAgo: 120, tone: 'positive', tags: ['financial literacy', 'schools', 'curriculum', 'young people'],
    also: ['education'],
  }, `Secondary school students in the state of Arvenne will learn about budgeting, saving, credit and pensions as part of a new compulsory course starting next year.

The course will be taught to students aged 14 and 15 over one year and will include practical tasks such as planning a monthly budget, comparing loan offers and understanding a payslip.

Teachers will receive training and materials developed with consumer organisations. Banks and financial companies will not be allowed to provide teaching materials, to avoid conflicts of interest.

Surveys have found that many young adults struggle with basic financial decisions and are unsure how interest works.

The education ministry said the course would be evaluated after two years.

Parents' groups broadly welcomed the plan.`),
  story('finance-housing-market-cooling', {
    title: 'House price growth slows as more homes come to market',
    source: 'ledger', hoursAgo: 85, tone: 'neutral', tags: ['house prices', 'property market', 'housing supply', 'ireland'],
    also: ['ireland', 'lifestyle'],
  }, `Growth in Irish house prices slowed to about 5 per cent in the year to September, down from nearly 9 per cent at the start of the year, according to official figures.

Estate agents said more second-hand homes were being listed for sale and that completions of new homes had increased. Buyers were also more cautious because of higher borrowing costs.

Prices rose faster outside Dublin than in the capital, continuing a trend seen in recent years. Apartments in Dublin showed the slowest growth.

Economists said prices remained high relative to incomes and that supply needed to keep increasing to improve affordability.

Mortgage approvals for first-time buyers remained close to record levels.

Rents, however, continued to rise at a faster pace than house prices in most parts of the country.`),
  story('finance-fintech-layoffs', {
    title: 'Payments start-up cuts a fifth of staff',
    source: 'circuit', hoursAgo: 56, tone: 'negative', tags: ['fintech', 'layoffs', 'startups', 'payments'],
    also: ['technology', 'ireland'],
  }, `A Dublin-based payments start-up has cut about a fifth of its 400 staff, saying it needs to reduce costs after slower-than-expected growth.

The company provides online payment services for small businesses. It raised large amounts of investment during a boom in financial technology but has found it harder to raise more money as investors became more cautious.

Employees affected will receive severance pay and help finding new jobs. The company said it would focus on its most profitable products and markets.

Industry observers said several fintech companies had cut staff this year, though the sector as a whole continued to employ large numbers of people in Ireland.

The company said it expected to reach profitability next year.

Its founders said they remained committed to Dublin.`),
  story('finance-inflation-eases', {
    title: 'Inflation eases to lowest level in three years',
    source: 'liffey', hoursAgo: 12, tone: 'positive', tags: ['inflation', 'prices', 'cost of living', 'ireland'],
    also: ['ireland'],
  }, `Annual inflation in Ireland fell to 1.9 per cent in October, the lowest level in three years, according to the statistics office.

Energy prices were lower than a year ago, and food price increases slowed. Prices for services such as rents, restaurants and insurance continued to rise faster than average.

Economists said lower inflation and rising wages meant many households were seeing a gradual improvement in their spending power.

Consumer groups cautioned that prices remained much higher than before the recent surge, and that many families were still under pressure, particularly renters.

The figures will be closely watched by policymakers setting interest rates for the euro area.

The statistics office said the fall was broad-based, with prices of clothing, household goods and transport all rising more slowly than earlier in the year.`),
  story('finance-charity-investment-fund', {
    title: 'Community fund invests in local shops and housing',
    source: 'hearth', hoursAgo: 138, tone: 'positive', tags: ['community investment', 'local economy', 'social finance', 'housing'],
    also: ['ireland', 'lifestyle'],
  }, `A community investment fund in Co. Leitrim has raised €1.5 million from local residents to buy and renovate vacant buildings in town centres for shops and affordable housing.

Residents can invest as little as €100 and receive a modest annual return from rents. The fund has bought four buildings so far, including a former bank that now houses a bakery and three apartments.

Organisers said the fund had helped bring life back to main streets and keep money circulating in the local economy.

The fund is regulated as a co-operative and publishes its accounts. Similar schemes are being explored in other rural counties.

Local councils have offered grants towards renovation costs.

The fund's volunteers say their next project is a vacant hotel in the county's largest town.`),
  story('finance-currency-volatility', {
    title: 'Currency swings leave exporters uncertain about prices',
    source: 'ledger', hoursAgo: 150, tone: 'neutral', tags: ['currency', 'exports', 'exchange rates', 'trade'],
    also: ['business', 'world'],
  }, `Exporters say sharp movements in exchange rates over recent months have made it harder to set prices for customers abroad.

The euro has moved significantly against the dollar and sterling, reflecting changing expectations about interest rates in different economies. Companies selling goods priced in foreign currencies can see their earnings change from one month to the next.

Larger firms use financial contracts to fix exchange rates in advance, but smaller exporters often lack the expertise or scale to do so.

Business groups have asked banks to offer simpler and cheaper currency protection products.

Economists expect exchange rates to remain volatile while central banks adjust interest rates.

Some exporters have responded by invoicing more customers in euro, shifting the currency risk to their buyers, although this is not always possible in competitive markets.`),
  story('finance-tax-return-deadline', {
    title: 'Self-employed reminded of tax return deadline',
    source: 'liffey', hoursAgo: 104, tone: 'neutral', tags: ['tax', 'self-employed', 'deadline', 'ireland'],
    also: ['ireland'],
  }, `Self-employed people in Ireland and others who must file an annual tax return are being reminded that the deadline for online filing is next week.

The tax authority said more than 100,000 returns were still outstanding. Those who miss the deadline face a surcharge on their tax bill and interest on late payments.

Taxpayers can file and pay online through the authority's website, which includes a guide to common items such as rental income and expenses.

Accountants advised people to check they had claimed all reliefs they were entitled to, including health expenses and pension contributions.

A helpline will be open for extended hours in the final days before the deadline.

Taxpayers who cannot pay in full can apply for a phased payment arrangement.`),
];
